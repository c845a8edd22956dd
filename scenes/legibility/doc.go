// Package legibility holds the legibility report of the tables (make
// legibility): TestLegibilityReport plays each title to a busy position,
// draws it at each of the screen sizes of scenetest.Sizes with an audit on
// (scenes.Legibility), and writes how small its text and symbols come out
// on screen. It has no code of its own.
package legibility
