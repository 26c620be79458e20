"use strict";

Object.defineProperty(exports, "__esModule", {
  value: true
});
exports.default = void 0;
/**
 * THIS FILE WAS CREATED VIA CODEGEN DO NOT MODIFY {@see http://go/af-codegen}
 * @codegen <<SignedSource::9dd5e27b2bbe2c02a3f70345dd00680d>>
 * @codegenCommand yarn build tokens
 */
var _default = exports.default = "\nhtml[data-theme~=\"spacing:spacing\"], [data-subtree-theme][data-theme~=\"spacing:spacing\"] {\n  --ds-space-0: 0rem;\n  --ds-space-025: 0.125rem;\n  --ds-space-050: 0.25rem;\n  --ds-space-075: 0.375rem;\n  --ds-space-100: 0.5rem;\n  --ds-space-150: 0.75rem;\n  --ds-space-200: 1rem;\n  --ds-space-250: 1.25rem;\n  --ds-space-300: 1.5rem;\n  --ds-space-400: 2rem;\n  --ds-space-500: 2.5rem;\n  --ds-space-600: 3rem;\n  --ds-space-800: 4rem;\n  --ds-space-1000: 5rem;\n  --ds-space-gap-large: 0.75rem;\n  --ds-space-gap-medium: 0.5rem;\n  --ds-space-gap-small: 0.375rem;\n  --ds-space-gap-xlarge: 1rem;\n  --ds-space-gap-xsmall: 0.25rem;\n  --ds-space-gap-xxlarge: 1.5rem;\n  --ds-space-gap-xxsmall: 0.125rem;\n  --ds-space-inset-3xlarge: 3rem;\n  --ds-space-inset-large: 1.25rem;\n  --ds-space-inset-medium: 1rem;\n  --ds-space-inset-small: 0.75rem;\n  --ds-space-inset-xlarge: 1.5rem;\n  --ds-space-inset-xsmall: 0.5rem;\n  --ds-space-inset-xxlarge: 2rem;\n  --ds-space-inset-xxsmall: 0.25rem;\n  --ds-space-negative-025: -0.125rem;\n  --ds-space-negative-050: -0.25rem;\n  --ds-space-negative-075: -0.375rem;\n  --ds-space-negative-100: -0.5rem;\n  --ds-space-negative-150: -0.75rem;\n  --ds-space-negative-200: -1rem;\n  --ds-space-negative-250: -1.25rem;\n  --ds-space-negative-300: -1.5rem;\n  --ds-space-negative-400: -2rem;\n}\n";