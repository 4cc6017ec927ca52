import type { AdminTourPack } from '../../zh-cn/pages/admin-tour';

const adminTour: AdminTourPack = {
  skip: 'Skip the tour',
  steps: {
    welcome: {
      title: 'Welcome to the back office',
      description: 'A minute to learn the layout and the first steps of a new chain. Skip it any time; "Take the tour again" in your user menu (top right) brings it back.',
    },
    menu: { title: 'Menu', description: 'Everything you may use is here, grouped in folders. A page opens in a tab.' },
    tabs: { title: 'Tabs', description: 'The pages you opened stay here and keep their state; the tab menu reloads, closes the others or goes full screen.' },
    tools: { title: 'Top bar tools', description: 'The front site, the language, full screen and the caches.' },
    user: { title: 'Your account', description: 'Your profile, signing out, and this tour again.' },
    settings: { title: 'Layout settings', description: 'Pick one of five layouts, switch dark mode, and set the colours of the menus and the top bar for the light and the dark theme.' },
    siteName: { title: 'Step 1: the site name', description: 'In the config centre, group "Basics", set the site name: the back office, the front site and the notices show it.' },
    shop: { title: 'Step 2: add a shop', description: 'In the shop list, "Add" creates your first shop: its name, its code and the admins who run it.' },
    product: { title: 'Step 3: HQ products', description: 'Add the products of the head office here, then put them on sale in the shops.' },
    commission: { title: 'Step 4: the commission policy', description: 'Set the global level 1 and level 2 commission rates and the agent levels: they decide what the distribution pays.' },
    done: { title: 'All set', description: 'That is the tour. Your user menu opens it again whenever you like.' },
  },
};

export default adminTour;
