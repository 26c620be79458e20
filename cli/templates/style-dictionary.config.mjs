// style-dictionary.config.mjs: Style Dictionary 5 for a style's `dtcg` export, written beside its
// design-tokens.json by `design-style add <slug> --format dtcg`. Build it from any folder with
//   npx style-dictionary build --config <path to this file>
// It reads the tokens beside this file and writes build/css, build/js, build/ios and build/android under
// the folder it runs in. Typography, shadows, borders and gradients are expanded into their parts where a
// platform has no shorthand for them (a plain configuration prints them as [object Object]); the hooks add
// what Style Dictionary 5 has no transform for: DTCG 2025.10 durations ({value, unit}), CSS gradients of
// every layer (kept in the file's $extensions), and Swift literals for font families, stroke styles, cubic
// Béziers and booleans.
import { readFileSync } from 'node:fs';

const EXT = 'org.design-style-library';
const hex = (c) => c.hex + (c.alpha === undefined ? '' : Math.round(c.alpha * 255).toString(16).padStart(2, '0'));
const stops = (list) => list.map((s) => `${hex(s.color)} ${Math.round(s.position * 10000) / 100}%`).join(', ');
const at = (l) => (l.center ? ` at ${l.center}` : '');
const layer = (l) =>
  l.type === 'radial' ? `radial-gradient(${l.shape ?? 'ellipse'}${at(l)}, ${stops(l.stops)})`
  : l.type === 'conic' ? `conic-gradient(from ${l.angle ?? '0deg'}${at(l)}, ${stops(l.stops)})`
  : `linear-gradient(${l.angle ?? '180deg'}, ${stops(l.stops)})`;
const ms = (d) => (d.unit === 's' ? d.value * 1000 : d.value);
const duration = (transform) => ({ type: 'value', filter: (t) => t.$type === 'duration', transform: (t) => transform(ms(t.$value)) });

export default {
  tokens: JSON.parse(readFileSync(new URL('./design-tokens.json', import.meta.url), 'utf8')),
  log: { warnings: 'error' },
  hooks: {
    transforms: {
      'dsl/duration/css': duration((n) => `${n}ms`),
      'dsl/duration/seconds': duration((n) => n / 1000),
      'dsl/duration/ms': duration((n) => n),
      'dsl/gradient/css': {
        type: 'value',
        filter: (t) => t.$type === 'gradient',
        transform: (t) => (t.$extensions?.[EXT]?.layers ?? [{ type: 'linear', stops: t.$value }]).map(layer).join(', '),
      },
      'dsl/swift/literal': {
        type: 'value',
        filter: (t) => ['fontFamily', 'strokeStyle', 'cubicBezier'].includes(t.$type) || typeof t.$value === 'boolean',
        transform: (t) =>
          t.$type === 'fontFamily' ? JSON.stringify([t.$value].flat()[0])
          : t.$type === 'cubicBezier' ? `[${t.$value.join(', ')}]`
          : JSON.stringify(t.$value),
      },
    },
  },
  platforms: {
    css: {
      transformGroup: 'css',
      transforms: ['dsl/duration/css', 'dsl/gradient/css'],
      expand: { include: ['typography'] },
      buildPath: 'build/css/',
      files: [{ destination: 'variables.css', format: 'css/variables' }],
    },
    js: {
      transformGroup: 'js',
      buildPath: 'build/js/',
      files: [{ destination: 'tokens.js', format: 'javascript/es6' }],
    },
    ios: {
      transformGroup: 'ios-swift',
      transforms: ['dsl/duration/seconds', 'dsl/swift/literal'],
      basePxFontSize: 1, // the tokens are CSS px: 1px is 1pt, not a rem of 16
      expand: { include: ['typography', 'shadow', 'border', 'gradient'] },
      buildPath: 'build/ios/',
      files: [{ destination: 'StyleTokens.swift', format: 'ios-swift/class.swift', options: { className: 'StyleTokens' } }],
    },
    android: {
      transformGroup: 'android',
      transforms: ['dsl/duration/ms'],
      basePxFontSize: 1, // 1px is 1dp
      expand: { include: ['typography', 'shadow', 'border', 'gradient'] },
      buildPath: 'build/android/',
      // Numbers (line heights, opacities) are strings: <integer> cannot hold 1.5.
      files: [{ destination: 'tokens.xml', format: 'android/resources', options: { resourceMap: { color: 'color', dimension: 'dimen', fontSize: 'dimen', duration: 'integer' } } }],
    },
  },
};
