export { MeetingPicker, type MeetingPickerProps } from './meeting-picker';
export { meetingWordsIn, type MeetingWords } from './words';
