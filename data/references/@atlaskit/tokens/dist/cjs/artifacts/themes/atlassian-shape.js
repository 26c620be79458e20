"use strict";

Object.defineProperty(exports, "__esModule", {
  value: true
});
exports.default = void 0;
/**
 * THIS FILE WAS CREATED VIA CODEGEN DO NOT MODIFY {@see http://go/af-codegen}
 * @codegen <<SignedSource::fd33b381dded5ef628eed8716924678b>>
 * @codegenCommand yarn build tokens
 */
var _default = exports.default = "\nhtml[data-theme~=\"shape:shape\"], [data-subtree-theme][data-theme~=\"shape:shape\"] {\n  --ds-radius-xsmall: 0.125rem;\n  --ds-radius-small: 0.25rem;\n  --ds-radius-medium: 0.375rem;\n  --ds-radius-large: 0.5rem;\n  --ds-radius-xlarge: 0.75rem;\n  --ds-radius-xxlarge: 1rem;\n  --ds-radius-full: 624.9375rem;\n  --ds-radius-tile: 25%;\n  --ds-border-width: 0.0625rem;\n  --ds-border-width-selected: 0.125rem;\n  --ds-border-width-focused: 0.125rem;\n}\n";