import type { CatalogueLanguage } from '@croupier/contract';
import type { MerchantWhitelabel } from './schema.ts';

/** The demo merchant a fresh install starts with; README lists these accounts and passwords. */
export const demoTheme: MerchantWhitelabel['theme'] = {
  primary: '#e9b949',
  primaryContrast: '#1a1205',
  accent: '#3fb6a8',
  background: '#0f1420',
  surface: '#182032',
  text: '#eef1f7',
  textMuted: '#9aa5bd',
  header: '#0b0f19',
  headerText: '#f5f7fb',
};

export const demoWhitelabel: MerchantWhitelabel = {
  logoUrl: '/brand/logo.svg',
  currencySymbol: '¥',
  theme: demoTheme,
  imageCDNs: ['/'],
  launchGameCDNs: ['/'],
  serviceEmail: 'support@croupier.example',
};

export const demoAccounts = [
  {
    username: 'agent01',
    password: 'Agent1234',
    type: 1,
    nickname: 'Top agent',
    parent: null,
    affiliateCode: 'AG01',
    mobileNum: '85510000001',
    email: 'agent01@croupier.example',
    realName: 'Chan Dara',
    toUpline: '0',
  },
  {
    username: 'agent02',
    password: 'Agent1234',
    type: 2,
    nickname: 'Sub agent',
    parent: 'agent01',
    affiliateCode: 'AG02',
    mobileNum: '85510000002',
    email: 'agent02@croupier.example',
    realName: 'Sok Vanna',
    toUpline: '1',
  },
  {
    username: 'demo01',
    password: 'Demo1234',
    type: 0,
    nickname: 'Demo player',
    parent: 'agent02',
    affiliateCode: null,
    mobileNum: '85512345678',
    email: 'demo01@croupier.example',
    realName: 'Demo Player',
    toUpline: '1',
  },
  {
    username: 'demo02',
    password: 'Demo1234',
    type: 0,
    nickname: 'Second player',
    parent: 'agent02',
    affiliateCode: null,
    mobileNum: null,
    email: null,
    realName: null,
    toUpline: '1',
  },
  {
    // opened with a default password by its agent: must choose its own at first login
    username: 'newbie01',
    password: 'Welcome1234',
    type: 0,
    nickname: 'New player',
    parent: 'agent02',
    affiliateCode: null,
    mobileNum: null,
    email: null,
    realName: null,
    toUpline: '1',
    mustChangePassword: true,
  },
] as const;

/** Feature flags; a value gives the flag's setting (password lifetime in days, second-factor methods). */
export const demoFlags: Record<string, { enabled: '0' | '1'; value?: string }> = {
  USERNAMEREG3: { enabled: '1' },
  MOBILENUMREG3: { enabled: '1' },
  REGMOBVERF3: { enabled: '1' },
  MOBILENUMPASSREG3: { enabled: '1' },
  FREEPLAY3: { enabled: '1' },
  PWDEXPFORCECHANGE3: { enabled: '1', value: '90' },
  MOBILEVERCODELOGIN3: { enabled: '1' },
  CHNGPASSMAIL3: { enabled: '1' },
  CHNGPASSVERIF3: { enabled: '1' },
  SECONDFACTOR3: { enabled: '1', value: 'SMS,EMAIL,TOTP,REALNAME' },
  /** the side menu offers referral (the member centre's invite-friends page) */
  REFERRAL3: { enabled: '1' },
  /** off: each transfer-mode vendor has its own wallet and money is moved to it */
  SINGLEWALLET3: { enabled: '0' },
};

export const demoRegisterFields = [
  {
    field: 'username',
    shown: true,
    required: true,
    minLength: 6,
    maxLength: 16,
    patternId: 'LETTER_FIRST_ALNUM',
  },
  { field: 'password', shown: true, required: true, minLength: 8, maxLength: 20, patternId: 'ALNUM' },
  { field: 'mobileNum', shown: true, required: true, minLength: 8, maxLength: 15, patternId: 'DIGITS' },
  { field: 'email', shown: true, required: false, minLength: 5, maxLength: 64, patternId: 'EMAIL' },
  { field: 'payeeName', shown: true, required: false, minLength: 2, maxLength: 32, patternId: 'LENGTH' },
  { field: 'affiliateCode', shown: true, required: false, minLength: 4, maxLength: 16, patternId: 'ALNUM' },
  { field: 'captcha', shown: true, required: true, minLength: 4, maxLength: 6, patternId: 'ALNUM' },
  // hidden until an owner switches them on in the back office; the rules are ready for that day
  ...(
    [
      ['qqNum', 5, 12, 'DIGITS'],
      ['recommenderId', 2, 32, 'ALNUM'],
      ['line', 2, 64, 'NO_SPACES'],
      ['whatsapp', 6, 15, 'DIGITS'],
      ['facebook', 2, 64, 'LENGTH'],
      ['wechat', 2, 64, 'NO_SPACES'],
      ['idNumber', 5, 32, 'ALNUM'],
      ['paymentPassword', 6, 6, 'DIGITS'],
      ['nickname', 2, 32, 'LENGTH'],
      ['fullname', 2, 64, 'LENGTH'],
      ['telegram', 2, 64, 'NO_SPACES'],
      ['birthday', 10, 10, 'DATE_YMD'],
      ['zalo', 6, 15, 'DIGITS'],
      ['address', 5, 256, 'LENGTH'],
      ['nationality', 2, 64, 'LENGTH'],
      ['occupation', 2, 64, 'LENGTH'],
      ['sourceOfIncome', 2, 64, 'LENGTH'],
      ['placeOfBirth', 2, 64, 'LENGTH'],
    ] as const
  ).map(([field, minLength, maxLength, patternId]) => ({
    field,
    shown: false,
    required: false,
    minLength,
    maxLength,
    patternId,
  })),
] as const;

const article = (title: string, body: string) => ({ title, content: `<p>${body}</p>` });

/** Help articles per shipped language (seed.ts inserts every entry); the compiler refuses a language left out. */
export const demoHelp: Record<CatalogueLanguage, { category: string; title: string; content: string }[]> = {
  EN: [
    {
      category: 'account',
      ...article(
        'How do I register?',
        'Choose <strong>Register</strong>, pick username or mobile, fill in the form and accept the terms. You must be 18 or older.',
      ),
    },
    {
      category: 'account',
      ...article(
        'I forgot my password',
        'On the login window choose <strong>Forgot password</strong>, then reset it by email or by a code sent to your mobile number.',
      ),
    },
    {
      category: 'deposit',
      ...article(
        'How do I deposit?',
        'Open the member centre, choose <strong>Deposit</strong>, pick a channel and follow the steps. Deposits are credited once confirmed.',
      ),
    },
    {
      category: 'deposit',
      ...article(
        'How long does a deposit take?',
        'Online payments arrive within minutes. Bank transfers arrive once the cashier has matched them, usually within 30 minutes.',
      ),
    },
    {
      category: 'withdraw',
      ...article(
        'How do I withdraw?',
        'Bind a bank account, set a payment password, then request a withdrawal. After payout, confirm whether you received it.',
      ),
    },
    {
      category: 'responsible',
      ...article(
        'Responsible gaming',
        'Play for fun, set limits and take breaks. Contact support if you need help controlling your play.',
      ),
    },
  ],
  CN: [
    {
      category: 'account',
      ...article(
        '如何注册？',
        '点击<strong>注册</strong>，选择用户名或手机号注册，填写资料并同意条款。您必须年满18岁。',
      ),
    },
    {
      category: 'account',
      ...article(
        '忘记密码怎么办？',
        '在登录窗口点击<strong>忘记密码</strong>，通过邮箱或发送到手机的验证码重设密码。',
      ),
    },
    {
      category: 'deposit',
      ...article(
        '如何存款？',
        '打开会员中心，选择<strong>存款</strong>，选择通道并按步骤操作。确认后即到账。',
      ),
    },
    {
      category: 'deposit',
      ...article('存款多久到账？', '在线支付几分钟内到账。银行转账在财务核对后到账，通常在30分钟内。'),
    },
    {
      category: 'withdraw',
      ...article('如何取款？', '绑定银行账户并设置资金密码后申请取款。出款后请确认是否收到。'),
    },
    {
      category: 'responsible',
      ...article('负责任博彩', '理性娱乐，设定限额并适时休息。如需帮助控制游戏行为，请联系客服。'),
    },
  ],
  KM: [
    {
      category: 'account',
      ...article(
        'តើខ្ញុំចុះឈ្មោះដោយរបៀបណា?',
        'ចុច <strong>ចុះឈ្មោះ</strong> ជ្រើសរើសឈ្មោះអ្នកប្រើ ឬលេខទូរស័ព្ទ បំពេញទម្រង់ ហើយយល់ព្រមលើលក្ខខណ្ឌ។ អ្នកត្រូវមានអាយុ 18 ឆ្នាំឡើងទៅ។',
      ),
    },
    {
      category: 'account',
      ...article(
        'ខ្ញុំភ្លេចពាក្យសម្ងាត់',
        'នៅលើផ្ទាំងចូល ចុច <strong>ភ្លេចពាក្យសម្ងាត់</strong> រួចកំណត់ពាក្យសម្ងាត់ថ្មីតាមអ៊ីមែល ឬតាមលេខកូដដែលផ្ញើទៅលេខទូរស័ព្ទរបស់អ្នក។',
      ),
    },
    {
      category: 'deposit',
      ...article(
        'តើខ្ញុំដាក់ប្រាក់ដោយរបៀបណា?',
        'បើកមជ្ឈមណ្ឌលសមាជិក ជ្រើសរើស <strong>ដាក់ប្រាក់</strong> ជ្រើសរើសច្រក ហើយធ្វើតាមជំហាន។ ប្រាក់នឹងចូលបន្ទាប់ពីបានបញ្ជាក់។',
      ),
    },
    {
      category: 'deposit',
      ...article(
        'តើការដាក់ប្រាក់ចំណាយពេលប៉ុន្មាន?',
        'ការទូទាត់តាមអនឡាញចូលក្នុងរយៈពេលប៉ុន្មាននាទី។ ការផ្ទេរតាមធនាគារចូលបន្ទាប់ពីផ្នែកហិរញ្ញវត្ថុផ្ទៀងផ្ទាត់ ជាធម្មតាក្នុងរយៈពេល 30 នាទី។',
      ),
    },
    {
      category: 'withdraw',
      ...article(
        'តើខ្ញុំដកប្រាក់ដោយរបៀបណា?',
        'ភ្ជាប់គណនីធនាគារ កំណត់ពាក្យសម្ងាត់ទូទាត់ រួចស្នើសុំដកប្រាក់។ បន្ទាប់ពីទូទាត់ សូមបញ្ជាក់ថាអ្នកបានទទួលឬអត់។',
      ),
    },
    {
      category: 'responsible',
      ...article(
        'ការលេងល្បែងប្រកបដោយការទទួលខុសត្រូវ',
        'លេងដើម្បីកម្សាន្ត កំណត់ដែនកំណត់ និងសម្រាកខ្លះ។ ទាក់ទងផ្នែកបម្រើអតិថិជន ប្រសិនបើអ្នកត្រូវការជំនួយ។',
      ),
    },
  ],
  TH: [
    {
      category: 'account',
      ...article(
        'สมัครสมาชิกอย่างไร?',
        'เลือก <strong>สมัครสมาชิก</strong> เลือกสมัครด้วยชื่อผู้ใช้หรือเบอร์มือถือ กรอกแบบฟอร์ม แล้วยอมรับข้อกำหนดและเงื่อนไข คุณต้องมีอายุ 18 ปีขึ้นไป',
      ),
    },
    {
      category: 'account',
      ...article(
        'ฉันลืมรหัสผ่าน',
        'ที่หน้าต่างเข้าสู่ระบบ เลือก <strong>ลืมรหัสผ่าน</strong> แล้วตั้งรหัสผ่านใหม่ทางอีเมล หรือด้วยรหัสที่ส่งไปยังเบอร์มือถือของคุณ',
      ),
    },
    {
      category: 'deposit',
      ...article(
        'ฝากเงินอย่างไร?',
        'เปิดศูนย์สมาชิก เลือก <strong>ฝากเงิน</strong> เลือกช่องทาง แล้วทำตามขั้นตอน ยอดฝากจะเข้าบัญชีเมื่อได้รับการยืนยันแล้ว',
      ),
    },
    {
      category: 'deposit',
      ...article(
        'ฝากเงินใช้เวลานานเท่าไร?',
        'การชำระเงินออนไลน์จะเข้าบัญชีภายในไม่กี่นาที ส่วนการโอนผ่านธนาคารจะเข้าบัญชีเมื่อฝ่ายการเงินตรวจสอบรายการแล้ว ปกติภายใน 30 นาที',
      ),
    },
    {
      category: 'withdraw',
      ...article(
        'ถอนเงินอย่างไร?',
        'ผูกบัญชีธนาคาร ตั้งรหัสผ่านการชำระเงิน แล้วส่งคำขอถอนเงิน เมื่อระบบโอนเงินแล้ว โปรดยืนยันว่าคุณได้รับเงินหรือไม่',
      ),
    },
    {
      category: 'responsible',
      ...article(
        'การเล่นเกมอย่างรับผิดชอบ',
        'เล่นเพื่อความบันเทิง กำหนดวงเงิน และหยุดพักเป็นระยะ หากคุณต้องการความช่วยเหลือในการควบคุมการเล่น โปรดติดต่อฝ่ายบริการลูกค้า',
      ),
    },
  ],
  VI: [
    {
      category: 'account',
      ...article(
        'Làm thế nào để đăng ký?',
        'Chọn <strong>Đăng ký</strong>, chọn đăng ký bằng tên đăng nhập hoặc số điện thoại, điền thông tin và đồng ý với các điều khoản. Bạn phải đủ 18 tuổi trở lên.',
      ),
    },
    {
      category: 'account',
      ...article(
        'Tôi quên mật khẩu',
        'Trên cửa sổ đăng nhập, chọn <strong>Quên mật khẩu</strong>, sau đó đặt lại mật khẩu qua email hoặc bằng mã được gửi đến số điện thoại của bạn.',
      ),
    },
    {
      category: 'deposit',
      ...article(
        'Làm thế nào để nạp tiền?',
        'Mở trung tâm thành viên, chọn <strong>Nạp tiền</strong>, chọn kênh nạp và làm theo các bước. Tiền nạp được cộng vào tài khoản sau khi được xác nhận.',
      ),
    },
    {
      category: 'deposit',
      ...article(
        'Nạp tiền mất bao lâu?',
        'Thanh toán trực tuyến được cộng trong vài phút. Chuyển khoản ngân hàng được cộng sau khi bộ phận tài chính đối soát, thường trong vòng 30 phút.',
      ),
    },
    {
      category: 'withdraw',
      ...article(
        'Làm thế nào để rút tiền?',
        'Liên kết tài khoản ngân hàng, thiết lập mật khẩu thanh toán, sau đó gửi yêu cầu rút tiền. Sau khi tiền được chi trả, hãy xác nhận bạn đã nhận được hay chưa.',
      ),
    },
    {
      category: 'responsible',
      ...article(
        'Chơi có trách nhiệm',
        'Chơi để giải trí, đặt giới hạn và nghỉ ngơi hợp lý. Hãy liên hệ bộ phận chăm sóc khách hàng nếu bạn cần hỗ trợ kiểm soát việc chơi.',
      ),
    },
  ],
};

export const demoAdmin = { username: 'admin', password: 'Admin1234', role: 'owner' } as const;

/**
 * Staff of the demo merchant beside the platform's owner: a cashier, who can approve the owner's
 * large balance adjustments (a second pair of eyes), and support, who may look but not act.
 */
export const demoStaff = [
  { username: 'cashier01', password: 'Cashier1234', role: 'cashier' },
  { username: 'support01', password: 'Support1234', role: 'support' },
] as const;

/** Deposit channels of the demo merchant: one of each kind (amounts in minor units). */
export const demoDepositChannels = [
  {
    code: 'BANK',
    kind: 'bank',
    name: 'ACLEDA Bank transfer',
    names: {
      CN: 'ACLEDA 银行转账',
      KM: 'ផ្ទេរប្រាក់តាមធនាគារ ACLEDA',
      TH: 'โอนผ่านธนาคาร ACLEDA',
      VI: 'Chuyển khoản ngân hàng ACLEDA',
    },
    minAmount: 10_000n,
    maxAmount: 5_000_000n,
    details: { bankName: 'ACLEDA Bank', accountName: 'Croupier Demo Ltd', accountNumber: '0001234567890' },
    sortOrder: 2,
  },
  {
    code: 'ONLINE',
    kind: 'gateway',
    name: 'Online payment',
    names: { CN: '在线支付', KM: 'ការទូទាត់តាមអនឡាញ', TH: 'ชำระเงินออนไลน์', VI: 'Thanh toán trực tuyến' },
    minAmount: 1_000n,
    maxAmount: 2_000_000n,
    details: {},
    sortOrder: 1,
  },
  {
    code: 'USDT',
    kind: 'crypto',
    name: 'USDT',
    names: { CN: 'USDT 加密货币', KM: 'រូបិយប័ណ្ណគ្រីបតូ USDT', TH: 'คริปโต USDT', VI: 'Tiền mã hóa USDT' },
    minAmount: 10_000n,
    maxAmount: 10_000_000n,
    details: { network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
    sortOrder: 3,
  },
] as const;

export const demoCashierSettings = {
  withdrawMin: 10_000n,
  withdrawMax: 5_000_000n,
  withdrawDailyCount: 5,
  autoReceiptMinutes: 30,
  multipleWithdrawals: false,
  maxBankCards: 3,
  withdrawCoolingOffHours: 24,
  // no play requirement until the operator sets one (Cashier → Withdrawal rules)
  withdrawTurnoverPercent: 0,
  // any account name until the operator asks for the real name (Cashier → Withdrawal rules)
  cardsInRealName: false,
};

/** demo01 is ready to withdraw: a payment password, a bound account and an opening deposit. */
export const demoPlayerCashier = {
  username: 'demo01',
  paymentPassword: '123456',
  card: { bankName: 'ABA Bank', accountName: 'Demo Player', accountNumber: '000111222333' },
  openingDeposit: 500_000n,
};
