import path from 'node:path';
import { loadConfig, REPO_ROOT } from '../src/config';
import { configError, itNamesEachBadVariable } from './support/config-errors';

describe('accounts configuration', () => {
  it('reads the mail, first admin, session and hashing variables', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:s3cret@mail.example.in:465',
      MAIL_FROM: 'Homes <codes@example.in>',
      OUTBOX_DIR: 'tmp/outbox',
      ADMIN_EMAIL: 'Owner@Example.IN',
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'Str0ngPassw0rd',
      SESSION_TTL_HOURS: '8',
      REMEMBER_ME_TTL_DAYS: '14',
      PASSWORD_HASH_COST: '15',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://mailer:s3cret@mail.example.in:465',
      from: 'Homes <codes@example.in>',
      outboxDir: path.join(REPO_ROOT, 'tmp/outbox'),
    });
    expect(config.admin).toEqual({
      email: 'owner@example.in',
      username: 'owner',
      password: 'Str0ngPassw0rd',
    });
    expect(config.sessions).toEqual({ ttlHours: 8, rememberMeTtlDays: 14 });
    expect(config.passwordHashCost).toBe(15);
  });

  itNamesEachBadVariable([
    ['SMTP_URL', 'http://mail.example.in'],
    ['SMTP_URL', 'not a url'],
    ['ADMIN_EMAIL', 'admin-at-example'],
    ['ADMIN_USERNAME', 'ab'],
    ['ADMIN_PASSWORD', 'password'],
    ['SESSION_TTL_HOURS', '0'],
    ['SESSION_TTL_HOURS', 'twelve'],
    ['REMEMBER_ME_TTL_DAYS', '400'],
    ['PASSWORD_HASH_COST', '8'],
  ]);

  it('never echoes a bad SMTP_URL or ADMIN_PASSWORD', () => {
    const smtp = configError({ SMTP_URL: 'imap://user:hunter2@mail' });
    expect(smtp.message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(smtp.message).not.toContain('hunter2');
    const password = configError({ ADMIN_PASSWORD: 'weakpassword' });
    expect(password.message).toContain(
      'ADMIN_PASSWORD: Password must contain at least one uppercase letter',
    );
    expect(password.message).not.toContain('weakpassword');
  });
});
