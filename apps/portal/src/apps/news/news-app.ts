export { newsModule as appModule } from './news-content.ts';
