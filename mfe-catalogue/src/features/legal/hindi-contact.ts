// The legal pages' contact line in Hindi (both Hindi chunks import it; English is contactLine).
export const hindiContactLine = (email: string, phone: string, business: string, address: string) =>
  `${email} पर ईमेल करें, ${phone} पर फ़ोन करें, या इस पते पर लिखें: ${business}, ${address}।`;
