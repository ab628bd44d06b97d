import {
  featureFlags,
  isFlagOn,
  normalisePattern,
  type RegisterFieldName,
  type RegisterSettingsAdmin,
  registerFieldNames,
} from '@croupier/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { operatorPatternProblem } from '../../lib/linear-pattern.ts';
import { requirePermission } from '../../lib/permissions.ts';
import type { AdminActor } from '../admin/index.ts';
import { insertAudit } from '../audit/index.ts';
import type { MerchantContext } from './merchant-directory.ts';
import { upsertFlagsEnabled, upsertRegisterFields } from './register-settings-store.ts';

/** Fields every registration needs: the back office can tighten their rules but not hide them. */
const alwaysShown: readonly RegisterFieldName[] = ['username', 'password'];

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', `body.${field}: ${message}`, { fields: [`body.${field}: ${message}`] });

export const registerSettingsAdmin = (
  merchant: MerchantContext,
  actor: AdminActor,
): RegisterSettingsAdmin => {
  requirePermission(actor, 'site.register');
  return {
    fields: merchant.registerSettings as RegisterSettingsAdmin['fields'],
    flags: Object.fromEntries(
      featureFlags.map((flag) => [flag, isFlagOn(merchant.flags, flag)]),
    ) as RegisterSettingsAdmin['flags'],
  };
};

/** Refuses rules the register form could never satisfy, or that would break the server's own checks. */
const checkRules = (input: RegisterSettingsAdmin) => {
  for (const name of registerFieldNames) {
    const rule = input.fields[name];
    if (rule.minLength > rule.maxLength)
      throw invalid(`fields.${name}.minLength`, 'must not exceed the maximum length');
    if (alwaysShown.includes(name) && !(rule.shown && rule.required))
      throw invalid(`fields.${name}.shown`, 'this field is always shown and required');
    const problem = operatorPatternProblem(normalisePattern(rule.acceptedPattern));
    if (problem) throw invalid(`fields.${name}.acceptedPattern`, problem);
  }
  // the age check reads the date, so a birthday must be typed in one of the two date families
  if (input.fields.birthday.shown && !['DATE_YMD', 'DATE_MDY'].includes(input.fields.birthday.patternId))
    throw invalid('fields.birthday.patternId', 'must be DATE_YMD or DATE_MDY');
};

/** A field's rule as a short text for the audit's before/after. */
const ruleText = (rule: RegisterSettingsAdmin['fields'][RegisterFieldName]) =>
  `${rule.shown ? 'shown' : 'hidden'}${rule.required ? ',required' : ''},${rule.minLength}-${rule.maxLength},${rule.patternId},${rule.acceptedPattern}`;

/**
 * Saves the register fields and feature flags in one transaction with an audit row naming what
 * changed (before and after), then drops the cached merchant contexts: this instance answers
 * the new settings at once (the status and register answers are cached per context), other
 * instances when their 5-second entry expires.
 */
export const saveRegisterSettingsAdmin = async (
  deps: Pick<AppContext, 'db' | 'directory'>,
  merchant: MerchantContext,
  actor: AdminActor,
  raw: RegisterSettingsAdmin,
  ip: string,
): Promise<RegisterSettingsAdmin> => {
  requirePermission(actor, 'site.register');
  const input: RegisterSettingsAdmin = {
    fields: Object.fromEntries(
      registerFieldNames.map((name) => {
        const rule = raw.fields[name];
        return [name, { ...rule, required: rule.shown && rule.required }];
      }),
    ) as RegisterSettingsAdmin['fields'],
    flags: raw.flags,
  };
  checkRules(input);
  const before = registerSettingsAdmin(merchant, actor);
  const changedFields = registerFieldNames.filter(
    (name) => ruleText(before.fields[name]) !== ruleText(input.fields[name]),
  );
  const changedFlags = featureFlags.filter((flag) => before.flags[flag] !== input.flags[flag]);
  await deps.db.transaction(async (tx) => {
    await upsertRegisterFields(
      tx,
      merchant.id,
      changedFields.map((name) => [name, input.fields[name]]),
    );
    await upsertFlagsEnabled(
      tx,
      merchant.id,
      changedFlags.map((flag) => [flag, input.flags[flag]]),
    );
    await insertAudit(tx, {
      merchantId: merchant.id,
      action: 'register_settings',
      success: true,
      ip,
      detail: {
        adminId: actor.adminId,
        fields: Object.fromEntries(
          changedFields.map((name) => [
            name,
            { from: ruleText(before.fields[name]), to: ruleText(input.fields[name]) },
          ]),
        ),
        flags: Object.fromEntries(
          changedFlags.map((flag) => [flag, { from: before.flags[flag], to: input.flags[flag] }]),
        ),
      },
    });
  });
  deps.directory.invalidate();
  return input;
};
