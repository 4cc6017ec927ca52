export { RadioGroup } from './RadioGroup';
