import type { UsersTexts } from './catalogue';

const messages: UsersTexts = {
  loading: 'लोड हो रहा है',
  label: 'रोल के अनुरोध',
  heading: 'बाकी रोल अनुरोध',
  none: 'कोई रोल अनुरोध बाकी नहीं है।',
  requestedRole: 'माँगा गया रोल:',
  roles: { manager: 'मैनेजर', admin: 'एडमिन' },
  registered: (iso: string) =>
    `रजिस्टर किया: ${new Date(iso).toLocaleDateString('hi-IN', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    })}`,
  approve: 'मंज़ूर करें',
  reject: 'नामंज़ूर करें',
  approveUser: (username: string) => `${username} को मंज़ूर करें`,
  rejectUser: (username: string) => `${username} को नामंज़ूर करें`,
};

export default messages;
