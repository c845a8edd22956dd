package shelf

import "starboard/scenes"

// Planned returns the titles still to come, in menu order: the picker
// shows them as "coming soon", each with its name, seat range, pitch and
// emblem and nothing to play. Every title of Starboard is playable now, so
// there are none; the picker keeps the way to show one.
func Planned() []scenes.Title { return nil }
