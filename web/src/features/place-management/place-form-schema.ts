import { z } from 'zod';
import * as messages from '../../lib/messages';
import type { PlaceFormValues } from '../../lib/domain/place-draft/place-form-values';
import { phoneProblem } from './place-phone';

const text = messages.placeManagement;

/**
 * SPEC section 5 on the place forms: a name, a city and the first phone are required; every phone
 * given must fill its mask. What else the save drops (empty phones and links, albums without a
 * title or photo) is not an error: the save rules leave it out.
 */
export const placeFormSchema = z
  .custom<PlaceFormValues>((value) => typeof value === 'object' && value !== null)
  .superRefine((values, context) => {
    if (values.name.trim() === '') {
      context.addIssue({ code: 'custom', path: ['name'], message: text.required });
    }
    if (!values.city) {
      context.addIssue({ code: 'custom', path: ['city'], message: text.required });
    }
    const phones = values.phones.length > 0 ? values.phones : [{ phone: '' }];
    phones.forEach((phone, index) => {
      const problem = phoneProblem(phone.phone, index === 0);
      if (problem) {
        context.addIssue({ code: 'custom', path: ['phones', index, 'phone'], message: problem });
      }
    });
  });

/** The gateway's field names (PlaceInput) mapped to the form's. */
export const placeServerFields: Record<string, keyof PlaceFormValues> = {
  name: 'name',
  latinName: 'latinName',
  cityId: 'city',
  categoryId: 'categoryId',
  shortDescription: 'shortDescription',
  description: 'description',
};
