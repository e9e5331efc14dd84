// The seller overview is the Brand Valuation screen (SPEC §2): one screen, two routes.
export { Component } from './brand-valuation';
