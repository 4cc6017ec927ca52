/** Shop activities (shop/activity): the same titles and labels as the HQ activities. */
export { default } from './hq-activity';
