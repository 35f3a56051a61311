import { copyFiles } from '../scripts/lib/copy-files';
const f = copyFiles(); console.log(f.length, f.filter(x=>x.lang==='ru').map(x=>x.path).join('\n'));
