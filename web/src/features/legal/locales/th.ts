import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Thai. */
const th: Translations<typeof en> = {
  'This page cannot be shown right now. Please try again in a moment.': 'ไม่สามารถแสดงหน้านี้ได้ในขณะนี้ โปรดลองอีกครั้งในอีกสักครู่',
};

export default th;
