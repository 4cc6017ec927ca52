export { Tabs } from './Tabs';
