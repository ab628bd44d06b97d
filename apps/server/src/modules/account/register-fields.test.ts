import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  lastCodeSentTo,
  loginCall,
  nextIp,
  randomMobile,
  sealedCall,
  uniqueName,
} from '../../../test/accounts.ts';
import { adminSession } from '../../../test/cashier.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { members, registerFields } from '../../db/schema.ts';
import { ageOn } from './register-fields.ts';

type Rule = {
  shown: boolean;
  required: boolean;
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
  patternId: string;
};
type Settings = { fields: Record<string, Rule>; flags: Record<string, boolean> };

const optional = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'paymentPassword',
  'nickname',
  'fullname',
  'telegram',
  'birthday',
  'zalo',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'placeOfBirth',
] as const;

/** A date `years` years before today (UTC calendar; the demo merchant is UTC+8, tests stay a day clear). */
const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('registration follows the register settings the back office saves', () => {
  let owner: string;
  const harness = useTestApp();
  beforeAll(async () => {
    owner = await adminSession(harness.app, harness.database.db, 'owner');
  });

  const read = async (token = owner) =>
    harness.app.inject({ url: '/wps/admin/register/settings', headers: { authorization: token } });
  const save = (body: Settings, token = owner) =>
    harness.app.inject({
      method: 'PUT',
      url: '/wps/admin/register/settings',
      headers: { authorization: token },
      payload: body,
    });
  /** Reads the settings, lets the test change them, saves them and checks the save went through. */
  const change = async (edit: (settings: Settings) => void) => {
    const settings = (await read()).json().value as Settings;
    edit(settings);
    const saved = await save(settings);
    expect(saved.statusCode, saved.body).toBe(200);
    return settings;
  };
  const registerAs = (payload: Record<string, unknown>, byMobile = false, ip = nextIp()) =>
    sealedCall(
      harness.app,
      'PUT',
      byMobile ? '/wps/member/register/mobile' : '/wps/member/register',
      { password: 'Secret123', ageConsent: true, ...payload },
      { ip },
    );
  const mobile = () => randomMobile('8559');
  const memberNamed = async (username: string) =>
    (await harness.database.db.select().from(members).where(eq(members.username, username)))[0]!;

  describe('the back office', () => {
    it('shows an owner every register field and the feature flags', async () => {
      const settings = (await read()).json().value as Settings;
      expect(Object.keys(settings.fields)).toEqual(expect.arrayContaining(['username', ...optional]));
      expect(settings.fields.username).toMatchObject({ shown: true, required: true, minLength: 6 });
      expect(settings.fields.birthday).toMatchObject({ shown: false, required: false });
      expect(settings.flags).toMatchObject({ USERNAMEREG3: true, MOBILENUMPASSREG3: true, FREEPLAY3: true });
    });

    it('keeps cashiers and support out', async () => {
      const settings = (await read()).json().value as Settings;
      for (const role of ['cashier', 'support'] as const) {
        const token = await adminSession(harness.app, harness.database.db, role);
        expect((await read(token)).statusCode).toBe(403);
        expect((await save(settings, token)).statusCode).toBe(403);
      }
    });

    it('changes what the site answers at once, audited with before and after', async () => {
      await change((settings) => {
        settings.fields.zalo = { ...settings.fields.zalo!, shown: true, required: true, minLength: 3 };
        settings.flags.FREEPLAY3 = false;
      });
      const register = (await harness.app.inject('/wps/system/setting/register')).json().value;
      expect(register.zalo).toMatchObject({ shown: true, required: true, minLength: 3 });
      const status = (await harness.app.inject('/wps/system/status')).json().value;
      expect(status.info.register.zalo.shown).toBe(true);
      expect(status.info.whitelabel.FREEPLAY3.enabled).toBe('0');
      const whitelabel = (await harness.app.inject('/wps/system/whitelabel')).json().value;
      expect(whitelabel.FREEPLAY3.enabled).toBe('0');
      // a flag's value survives switching it: the password lifetime stays 90 days
      expect(whitelabel.PWDEXPFORCECHANGE3).toEqual({ enabled: '1', value: '90' });
      const audit = await harness.app.inject({
        url: '/wps/admin/audit?action=register_settings',
        headers: { authorization: owner },
      });
      expect(audit.json().value[0].detail).toMatchObject({
        fields: { zalo: { from: 'hidden,6-15,DIGITS,*', to: 'shown,required,3-15,DIGITS,*' } },
        flags: { FREEPLAY3: { from: true, to: false } },
      });
      await change((settings) => {
        settings.fields.zalo = { ...settings.fields.zalo!, shown: false, required: false, minLength: 6 };
        settings.flags.FREEPLAY3 = true;
      });
      expect((await harness.app.inject('/wps/system/whitelabel')).json().value.FREEPLAY3.enabled).toBe('1');
    });

    it('refuses rules a form could never meet, naming the field, and changes nothing', async () => {
      const settings = (await read()).json().value as Settings;
      const cases: [string, (copy: Settings) => void][] = [
        [
          'fields.qqNum.minLength',
          (copy) => Object.assign(copy.fields.qqNum!, { minLength: 9, maxLength: 5 }),
        ],
        ['fields.username.shown', (copy) => Object.assign(copy.fields.username!, { shown: false })],
        [
          'fields.line.acceptedPattern',
          (copy) => Object.assign(copy.fields.line!, { acceptedPattern: '([' }),
        ],
        // exponential backtracking in browsers; the server would not hang (RE2), but visitors would
        [
          'fields.username.acceptedPattern',
          (copy) => Object.assign(copy.fields.username!, { acceptedPattern: '^(a+)+$' }),
        ],
        // RE2 has no look-arounds: the server could not run it in linear time
        [
          'fields.fullname.acceptedPattern',
          (copy) => Object.assign(copy.fields.fullname!, { acceptedPattern: '^(?=.*a).+$' }),
        ],
        [
          'fields.birthday.patternId',
          (copy) => Object.assign(copy.fields.birthday!, { shown: true, patternId: 'LENGTH' }),
        ],
      ];
      for (const [field, edit] of cases) {
        const copy = structuredClone(settings);
        edit(copy);
        const response = await save(copy);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain(`body.${field}`);
      }
      expect((await read()).json().value).toEqual(settings);
    });
  });

  describe('the register call', () => {
    beforeAll(async () => {
      // these scenarios are about the fields: no captcha, no SMS code
      await change((settings) => {
        settings.fields.captcha!.shown = false;
        settings.flags.REGMOBVERF3 = false;
      });
    });

    it('stores every spec field the settings show: realName, nickname, payment password and the profile', async () => {
      await change((settings) => {
        for (const name of optional) Object.assign(settings.fields[name]!, { shown: true, required: false });
      });
      const username = uniqueName('rf');
      const values = {
        payeeName: 'Chan Dara',
        email: `${username}@example.com`,
        qqNum: '123456',
        recommenderId: 'R1001',
        line: 'line.id',
        whatsapp: '85512000111',
        facebook: 'fb.name',
        wechat: 'wx_name',
        idNumber: 'ID998877',
        paymentPassword: '654321',
        nickname: 'Lucky',
        fullname: 'Chan Dara Full',
        telegram: '@chan',
        birthday: yearsAgo(30),
        zalo: '0901234567',
        address: '12 Street 240, Phnom Penh',
        nationality: 'Cambodian',
        occupation: 'Engineer',
        sourceOfIncome: 'Salary',
        placeOfBirth: 'Siem Reap',
      };
      const response = await registerAs({ username, mobileNum: mobile(), ...values });
      expect(response.statusCode, response.body).toBe(200);
      const row = await memberNamed(username);
      expect(row).toMatchObject({ realName: 'Chan Dara', nickname: 'Lucky', email: values.email });
      expect(row.paymentPasswordHash).not.toBeNull();
      const { payeeName, email, paymentPassword, nickname, ...profile } = values;
      expect(row.profile).toEqual(profile);
    });

    it('refuses a required field left empty, and keeps nothing a hidden field carried', async () => {
      await change((settings) => {
        for (const name of optional) Object.assign(settings.fields[name]!, { shown: false, required: false });
        Object.assign(settings.fields.occupation!, { shown: true, required: true });
      });
      const missing = await registerAs({ username: uniqueName('rf'), mobileNum: mobile() });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(missing.json().message).toContain('body.occupation: Input cannot be empty');

      const username = uniqueName('rf');
      const ok = await registerAs({ username, mobileNum: mobile(), occupation: 'Chef', telegram: '@hidden' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await memberNamed(username)).profile).toEqual({ occupation: 'Chef' });
    });

    it('checks the pattern family and the accepted pattern of a shown field', async () => {
      await change((settings) => {
        Object.assign(settings.fields.occupation!, { shown: false, required: false });
        Object.assign(settings.fields.qqNum!, {
          shown: true,
          patternId: 'DIGITS',
          minLength: 5,
          maxLength: 11,
        });
        Object.assign(settings.fields.nationality!, {
          shown: true,
          patternId: 'ENGLISH_SPACES',
          acceptedPattern: '^[A-Z].*$',
        });
      });
      const letters = await registerAs({ username: uniqueName('rf'), mobileNum: mobile(), qqNum: '12ab56' });
      expect(letters.json().message).toContain('body.qqNum: format incorrect');
      const lowercase = await registerAs({
        username: uniqueName('rf'),
        mobileNum: mobile(),
        nationality: 'khmer',
      });
      expect(lowercase.json().message).toContain('body.nationality: format incorrect');
      const ok = await registerAs({
        username: uniqueName('rf'),
        mobileNum: mobile(),
        qqNum: '123456',
        nationality: 'Khmer',
      });
      expect(ok.statusCode, ok.body).toBe(200);
    });

    it('runs a catastrophic pattern saved before the save check existed in linear time', async () => {
      await change((settings) => {
        Object.assign(settings.fields.username!, { maxLength: 64 });
      });
      await harness.database.db
        .update(registerFields)
        .set({ acceptedPattern: '^(a+)+$' })
        .where(eq(registerFields.field, 'username'));
      harness.app.context.directory.invalidate();
      // passes the username's family (letter first, then letters and digits), then meets the
      // operator's pattern: 2^40 steps for a backtracking engine; RE2 reads each character once
      const response = await registerAs({ username: `${'a'.repeat(40)}9`, mobileNum: mobile() });
      expect(response.json().message).toContain('body.username: format incorrect');
      await harness.database.db
        .update(registerFields)
        .set({ acceptedPattern: '*' })
        .where(eq(registerFields.field, 'username'));
      harness.app.context.directory.invalidate();
    });

    it('checks the minimum and maximum length', async () => {
      await change((settings) => {
        Object.assign(settings.fields.wechat!, { shown: true, minLength: 3, maxLength: 6 });
      });
      for (const wechat of ['ab', 'abcdefg']) {
        const response = await registerAs({ username: uniqueName('rf'), mobileNum: mobile(), wechat });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain('body.wechat: must be 3-6 characters');
      }
      const ok = await registerAs({ username: uniqueName('rf'), mobileNum: mobile(), wechat: 'abcdef' });
      expect(ok.statusCode, ok.body).toBe(200);
    });

    it('needs a birthday at least 21 years ago, in either date family', async () => {
      await change((settings) => {
        Object.assign(settings.fields.birthday!, {
          shown: true,
          required: true,
          minLength: 10,
          maxLength: 10,
        });
      });
      const young = await registerAs({
        username: uniqueName('rf'),
        mobileNum: mobile(),
        birthday: yearsAgo(21, 2),
      });
      expect(young.statusCode).toBe(400);
      expect(young.json().message).toContain('body.birthday: must be at least 21 years old');
      const notADate = await registerAs({
        username: uniqueName('rf'),
        mobileNum: mobile(),
        birthday: '2001-02-30',
      });
      expect(notADate.json().message).toContain('body.birthday: format incorrect');
      const adult = await registerAs({
        username: uniqueName('rf'),
        mobileNum: mobile(),
        birthday: yearsAgo(21, -2),
      });
      expect(adult.statusCode, adult.body).toBe(200);

      await change((settings) => {
        settings.fields.birthday!.patternId = 'DATE_MDY';
      });
      const [year, month, day] = yearsAgo(40).split('-');
      const mdy = await registerAs({
        username: uniqueName('rf'),
        mobileNum: mobile(),
        birthday: `${month}-${day}-${year}`,
      });
      expect(mdy.statusCode, mdy.body).toBe(200);
      await change((settings) => {
        Object.assign(settings.fields.birthday!, { shown: false, required: false, patternId: 'DATE_YMD' });
      });
    });

    it('counts whole years to the birthday, the day itself included', () => {
      const birthday = { year: 2005, month: 3, day: 15 };
      expect(ageOn(birthday, '2026-03-14')).toBe(20);
      expect(ageOn(birthday, '2026-03-15')).toBe(21);
      expect(ageOn({ year: 2004, month: 2, day: 29 }, '2025-02-28')).toBe(20);
    });

    it('sends the referral code of the link, placing the member under that agent, and refuses an unknown one', async () => {
      const username = uniqueName('rf');
      const ok = await registerAs({ username, mobileNum: mobile(), referralCode: 'AG01' });
      expect(ok.statusCode, ok.body).toBe(200);
      const agent = await memberNamed('agent01');
      expect((await memberNamed(username)).parentId).toBe(agent.id);
      const unknown = await registerAs({
        username: uniqueName('rf'),
        mobileNum: mobile(),
        referralCode: 'NOPE99',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 'REGISTER_AFFILIATE_INVALID' });
    });

    it('refuses the invitation code of a locked agent', async () => {
      const code = `LK${Math.floor(Math.random() * 1e6)}`;
      await createAccount(harness.database.db, { type: 1, status: 'locked', affiliateCode: code });
      const refused = await registerAs({
        username: uniqueName('rf'),
        mobileNum: mobile(),
        referralCode: code,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'REGISTER_AFFILIATE_INVALID' });
      const check = await harness.app.inject({
        url: `/wps/agent/affiliate?code=${code}`,
        remoteAddress: nextIp(),
      });
      expect(check.json().code).toBe('REGISTER_AFFILIATE_INVALID');
    });

    it('keeps no mobile number the form did not ask for: it was never checked nor verified', async () => {
      await change((settings) =>
        Object.assign(settings.fields.mobileNum!, { shown: false, required: false }),
      );
      try {
        const username = uniqueName('rf');
        const ok = await registerAs({ username, mobileNum: mobile() });
        expect(ok.statusCode, ok.body).toBe(200);
        expect((await memberNamed(username)).mobileNum).toBeNull();
      } finally {
        await change((settings) => Object.assign(settings.fields.mobileNum!, { shown: true }));
      }
    });

    it('holds a username chosen on the mobile form to the username rule', async () => {
      const refused = await registerAs({ username: 'x!', mobileNum: mobile() }, true);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('body.username');
    });

    it('registers by mobile without a password when MOBILENUMPASSREG3 is off; the member signs in by SMS code', async () => {
      const withPassword = await registerAs({ mobileNum: mobile(), password: '' }, true);
      expect(withPassword.statusCode).toBe(400);
      expect(withPassword.json().message).toContain('body.password');

      await change((settings) => {
        settings.flags.MOBILENUMPASSREG3 = false;
      });
      const mobileNum = mobile();
      const ip = nextIp();
      const response = await registerAs({ mobileNum, password: '' }, true, ip);
      expect(response.statusCode, response.body).toBe(200);
      const row = await memberNamed(`m${mobileNum}`);
      expect(row.mobileNum).toBe(mobileNum);

      expect((await loginCall(harness.app, { username: `m${mobileNum}`, password: '' }, ip)).statusCode).toBe(
        400,
      );
      await harness.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum },
        remoteAddress: ip,
      });
      const code = await lastCodeSentTo(harness.database.db, mobileNum);
      const login = await loginCall(harness.app, { type: 'sms', mobileNum, smsCode: code }, ip);
      expect(login.statusCode, login.body).toBe(200);

      // the username form still needs its password
      const byName = await registerAs({ username: uniqueName('rf'), mobileNum: mobile(), password: '' });
      expect(byName.json().message).toContain('body.password');

      // with neither SMS login nor the phone reset, an account without a password could never sign in again
      await change((settings) => {
        settings.flags.MOBILEVERCODELOGIN3 = false;
        settings.flags.CHNGPASSVERIF3 = false;
      });
      const stranded = await registerAs({ mobileNum: mobile(), password: '' }, true);
      expect(stranded.json().message).toContain('body.password');
      await change((settings) => {
        Object.assign(settings.flags, {
          MOBILENUMPASSREG3: true,
          MOBILEVERCODELOGIN3: true,
          CHNGPASSVERIF3: true,
        });
      });
    });
  });
});
