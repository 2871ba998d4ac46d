import 'server-only';
import { parseInput } from '@/lib/http/parse-input';

/**
 * Parses input with one of the company schemas (the ones the panel's forms validate with in the browser), or
 * throws the one error shape: every issue, zod's own and the company rules', is worded by the validation
 * catalogue (`errors.validation`) with the values it carries.
 */
export const parseCompanyInput = parseInput;
