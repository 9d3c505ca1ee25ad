import { newsModule } from './news-content.ts';

// The chunk's layout and pages (news-content.ts holds them: the pre-rendering reads them there too).
export const { layout, pages } = newsModule;
