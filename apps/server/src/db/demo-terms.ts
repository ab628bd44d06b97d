import type { CatalogueLanguage } from '@croupier/contract';

const terms = (title: string, points: string[]) => ({
  category: 'terms',
  title,
  content: `<ol>${points.map((point) => `<li>${point}</li>`).join('')}</ol>`,
});

/**
 * The demo site's terms and conditions, a help article in the `terms` category of every shipped
 * language: the register form's consent links to it. An operator replaces it with their own.
 */
export const demoTerms: Record<CatalogueLanguage, ReturnType<typeof terms>> = {
  EN: terms('Terms and conditions', [
    'You must be at least 18 years old, and of legal age to gamble where you live, to open an account and play.',
    'One account per person. Your details must be true and your own; we may ask for proof of identity before paying a withdrawal.',
    'Deposits and withdrawals go only to and from accounts in your own name. Money in your account is not a bank deposit and earns no interest.',
    'Bets are final once placed. A game interrupted by a fault is settled as the provider records it, or voided and refunded.',
    'Promotions have their own rules. Abuse, collusion or the use of several accounts forfeits the bonus and its winnings.',
    'Keep your password and payment password secret. You are responsible for what is done with your account until you tell us it was misused.',
    'We may suspend an account that breaks these terms or the law, and keep its balance until the matter is settled.',
    'Questions and complaints go to customer service; every decision is explained on request.',
  ]),
  CN: terms('条款与条件', [
    '您必须年满18周岁，并达到您所在地法律允许参与博彩的年龄，方可开户和游戏。',
    '每人仅限一个账户。您的资料必须真实且属于您本人；在支付取款前，我们可能要求您提供身份证明。',
    '存款和取款只能使用您本人名下的账户。账户中的资金不属于银行存款，不计利息。',
    '投注一经确认即不可撤销。因故障中断的游戏按游戏供应商的记录结算，或作废并退还投注。',
    '各项优惠活动另有规则。滥用优惠、串通作弊或使用多个账户者，将被取消奖金及其盈利。',
    '请妥善保管您的登录密码和资金密码。在您通知我们账户被盗用之前，您须对账户内的一切操作负责。',
    '对于违反本条款或法律的账户，我们可暂停其使用，并在问题解决前暂扣其余额。',
    '如有疑问或投诉，请联系客服；应您的要求，我们会说明每项决定的理由。',
  ]),
  KM: terms('លក្ខខណ្ឌ', [
    'អ្នកត្រូវមានអាយុយ៉ាងតិច 18 ឆ្នាំ និងគ្រប់អាយុស្របច្បាប់សម្រាប់លេងល្បែងនៅកន្លែងដែលអ្នករស់នៅ ទើបអាចបើកគណនី និងលេងបាន។',
    'មនុស្សម្នាក់មានគណនីតែមួយប៉ុណ្ណោះ។ ព័ត៌មានរបស់អ្នកត្រូវតែពិត និងជារបស់អ្នកផ្ទាល់។ យើងអាចស្នើសុំភស្តុតាងអត្តសញ្ញាណ មុននឹងបង់ការដកប្រាក់។',
    'ការដាក់ប្រាក់ និងការដកប្រាក់ ធ្វើបានតែពី និងទៅគណនីក្នុងឈ្មោះរបស់អ្នកផ្ទាល់។ ប្រាក់ក្នុងគណនីរបស់អ្នកមិនមែនជាប្រាក់បញ្ញើធនាគារ ហើយមិនមានការប្រាក់ទេ។',
    'ការភ្នាល់មិនអាចលុបចោលបានទេ នៅពេលបានដាក់រួច។ ល្បែងដែលត្រូវរំខានដោយបញ្ហាបច្ចេកទេស ត្រូវទូទាត់តាមកំណត់ត្រារបស់អ្នកផ្គត់ផ្គង់ ឬត្រូវលុបចោល និងសងប្រាក់វិញ។',
    'ការផ្សព្វផ្សាយនីមួយៗមានច្បាប់ផ្ទាល់ខ្លួន។ ការរំលោភបំពាន ការឃុបឃិត ឬការប្រើគណនីច្រើន នឹងបាត់បង់ប្រាក់រង្វាន់ និងប្រាក់ឈ្នះពីវា។',
    'សូមរក្សាពាក្យសម្ងាត់ និងពាក្យសម្ងាត់ទូទាត់របស់អ្នកជាការសម្ងាត់។ អ្នកទទួលខុសត្រូវលើអ្វីដែលធ្វើជាមួយគណនីរបស់អ្នក រហូតដល់អ្នកប្រាប់យើងថាវាត្រូវបានគេប្រើខុស។',
    'យើងអាចផ្អាកគណនីដែលបំពានលក្ខខណ្ឌទាំងនេះ ឬច្បាប់ ហើយរក្សាសមតុល្យរបស់វា រហូតដល់បញ្ហាត្រូវបានដោះស្រាយ។',
    'សំណួរ និងបណ្តឹង សូមផ្ញើទៅផ្នែកបម្រើអតិថិជន។ រាល់ការសម្រេចចិត្តនឹងត្រូវពន្យល់ តាមការស្នើសុំ។',
  ]),
  TH: terms('ข้อกำหนดและเงื่อนไข', [
    'คุณต้องมีอายุอย่างน้อย 18 ปี และบรรลุนิติภาวะตามกฎหมายการพนันในพื้นที่ที่คุณอาศัยอยู่ จึงจะเปิดบัญชีและเล่นได้',
    'หนึ่งคนต่อหนึ่งบัญชี ข้อมูลของคุณต้องเป็นความจริงและเป็นของคุณเอง เราอาจขอหลักฐานยืนยันตัวตนก่อนจ่ายเงินถอน',
    'การฝากและถอนเงินทำได้เฉพาะกับบัญชีในชื่อของคุณเองเท่านั้น เงินในบัญชีของคุณไม่ใช่เงินฝากธนาคารและไม่มีดอกเบี้ย',
    'การเดิมพันถือเป็นที่สิ้นสุดเมื่อวางแล้ว เกมที่ขัดข้องระหว่างเล่นจะชำระตามบันทึกของผู้ให้บริการเกม หรือยกเลิกและคืนเงินเดิมพัน',
    'โปรโมชั่นแต่ละรายการมีกติกาของตนเอง การใช้สิทธิ์โดยมิชอบ การสมรู้ร่วมคิด หรือการใช้หลายบัญชี จะถูกริบโบนัสและเงินรางวัลที่ได้จากโบนัส',
    'เก็บรหัสผ่านและรหัสผ่านการเงินของคุณเป็นความลับ คุณต้องรับผิดชอบต่อการกระทำทั้งหมดในบัญชีของคุณ จนกว่าคุณจะแจ้งเราว่าบัญชีถูกนำไปใช้โดยมิชอบ',
    'เราอาจระงับบัญชีที่ละเมิดข้อกำหนดเหล่านี้หรือกฎหมาย และระงับยอดเงินไว้จนกว่าเรื่องจะได้รับการแก้ไข',
    'คำถามและข้อร้องเรียนโปรดติดต่อฝ่ายบริการลูกค้า เราจะอธิบายเหตุผลของทุกการตัดสินใจเมื่อคุณร้องขอ',
  ]),
  VI: terms('Điều khoản và điều kiện', [
    'Bạn phải đủ 18 tuổi và đủ tuổi hợp pháp để tham gia cá cược tại nơi bạn sinh sống mới được mở tài khoản và chơi.',
    'Mỗi người chỉ có một tài khoản. Thông tin của bạn phải trung thực và là của chính bạn; chúng tôi có thể yêu cầu giấy tờ tùy thân trước khi chi trả một lệnh rút tiền.',
    'Nạp và rút tiền chỉ được thực hiện từ và đến tài khoản đứng tên bạn. Tiền trong tài khoản không phải tiền gửi ngân hàng và không được hưởng lãi.',
    'Cược đã đặt là không thể hủy. Ván chơi bị gián đoạn do sự cố được thanh toán theo ghi nhận của nhà cung cấp trò chơi, hoặc bị hủy và hoàn tiền cược.',
    'Mỗi khuyến mãi có quy định riêng. Lạm dụng, thông đồng hoặc dùng nhiều tài khoản sẽ bị hủy tiền thưởng và khoản thắng từ tiền thưởng đó.',
    'Hãy giữ bí mật mật khẩu và mật khẩu thanh toán. Bạn chịu trách nhiệm về mọi thao tác trên tài khoản cho đến khi báo cho chúng tôi rằng tài khoản bị sử dụng trái phép.',
    'Chúng tôi có thể tạm khóa tài khoản vi phạm các điều khoản này hoặc pháp luật, và giữ số dư cho đến khi vụ việc được giải quyết.',
    'Mọi câu hỏi và khiếu nại xin gửi bộ phận chăm sóc khách hàng; mỗi quyết định sẽ được giải thích khi bạn yêu cầu.',
  ]),
};
