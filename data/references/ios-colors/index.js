const iosColors = {
  systemGray: {
    light: 'rgb(142, 142, 147)',
    dark: 'rgb(142, 142, 147)',
  },
  systemGray2: {
    light: 'rgb(174, 174, 178)',
    dark: 'rgb(99, 99, 102)',
  },
  systemGray3: {
    light: 'rgb(199, 199, 204)',
    dark: 'rgb(72, 72, 74)',
  },
  systemGray4: {
    light: 'rgb(209, 209, 214)',
    dark: 'rgb(58, 58, 60)',
  },
  systemGray5: {
    light: 'rgb(229, 229, 234)',
    dark: 'rgb(44, 44, 46)',
  },
  systemGray6: {
    light: 'rgb(242, 242, 247)',
    dark: 'rgb(28, 28, 30)',
  },
  systemBlue: {
    light: 'rgb(0, 122, 255)',
    dark: 'rgb(10, 132, 255)',
  },
  systemGreen: {
    light: 'rgb(52, 199, 89)',
    dark: 'rgb(48, 209, 88)',
  },
  systemIndigo: {
    light: 'rgb(88, 86, 214)',
    dark: 'rgb(94, 92, 230)',
  },
  systemOrange: {
    light: 'rgb(255, 149, 0)',
    dark: 'rgb(255, 159, 10)',
  },
  systemPink: {
    light: 'rgb(255, 45, 85)',
    dark: 'rgb(255, 55, 95)',
  },
  systemPurple: {
    light: 'rgb(175, 82, 222)',
    dark: 'rgb(191, 90, 242)',
  },
  systemRed: {
    light: 'rgb(255, 59, 48)',
    dark: 'rgb(255, 69, 58)',
  },
  systemTeal: {
    light: 'rgb(90, 200, 250)',
    dark: 'rgb(100, 210, 255)',
  },
  systemYellow: {
    light: 'rgb(255, 204, 0)',
    dark: 'rgb(255, 214, 10)',
  },
};

module.exports = iosColors;
