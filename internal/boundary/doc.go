// Package boundary holds no code, only tests that guard the layering of the
// module: the headless layers (rules/, ai/, match/ and cmd/starboard-cli)
// must never depend on Ebitengine, on the screen packages (scenes/,
// sprites/, audio/) or on cgo, and every library package under rules/, ai/
// and match/ must carry a package doc comment.
//
// The tests ask the go command about the packages, so they see exactly what
// a build sees, and they locate the module root themselves, so they can run
// from any working directory.
package boundary
