import { slugify } from '../../core/text';

/**
 * A charity's name as a donor's charity choice (CHARITY_CHOICES): "Heart & Stroke" and "Heart
 * and Stroke" are heart-and-stroke, "Food Banks Canada" is food-banks-canada.
 */
export const choiceOfName = (name: string): string => slugify(name);

/** An ILIKE pattern that finds every name of a choice: its words in order ("and" may be written "&"). */
export function namesOfChoicePattern(choice: string): string {
  return slugify(choice)
    .split('-')
    .filter((word) => word !== 'and')
    .join('%');
}
