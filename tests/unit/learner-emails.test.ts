import { describe, expect, it } from 'vitest';
import { confirmationEmail } from '../../server/apply/learner-emails.ts';
import { FAMILY_NAME, LEARNER, SUPPORT_NEEDS, USI } from '../fixtures/application-answers.ts';

const COURSE = { code: 'TLI30321', title: 'Certificate III in Supply Chain Operations' };
const CONTACT = { email: 'training@northwind.example', phone: '07 3000 0000' };

describe('the learner’s confirmation e-mail', () => {
  it('greets the learner by their given names, with the course and reference, and no other answer', () => {
    const email = confirmationEmail(LEARNER.aboutYou!, 'NW-ABC2345', COURSE, CONTACT);
    expect(email.to).toBe(LEARNER.aboutYou!.email);
    expect(email.text).toContain(`Dear ${LEARNER.aboutYou!.givenNames},`);
    for (const fact of ['NW-ABC2345', 'TLI30321 Certificate III in Supply Chain Operations', CONTACT.phone])
      expect(`${email.subject}\n${email.text}`).toContain(fact);
    for (const secret of [FAMILY_NAME, USI, '1998', SUPPORT_NEEDS, LEARNER.aboutYou!.mobile])
      expect(`${email.subject}\n${email.text}`).not.toContain(secret);
  });

  it('greets a learner with only one name by it', () => {
    const aboutYou = { ...LEARNER.aboutYou!, givenNames: '', familyName: 'Tjandra', onlyOneName: true };
    expect(confirmationEmail(aboutYou, 'NW-ABC2345', COURSE, CONTACT).text).toMatch(/^Dear Tjandra,$/m);
  });
});
