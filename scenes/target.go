package scenes

import "strings"

// Target is a place on screen that a player can tap, under a stable name.
// Names let tests, tools and the browser page find a button without
// knowing the layout: "play", "seats/3", "seat2/bot", "title/gods".
type Target struct {
	Name string
	Rect Rect
}

// Targeter is a scene that lists its targets as laid out on the last tick.
type Targeter interface {
	Targets(dst []Target) []Target
}

// FindTarget returns the rectangle of the target of s called name.
func FindTarget(s Scene, name string) (Rect, bool) {
	t, ok := s.(Targeter)
	if !ok {
		return Rect{}, false
	}
	for _, tg := range t.Targets(nil) {
		if tg.Name == name {
			return tg.Rect, true
		}
	}
	return Rect{}, false
}

// TargetName turns a label such as "‹  Back" or "Very Hard" into the
// lower-case word or words of a target name: "back", "very-hard".
func TargetName(label string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(label) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
		default:
			dash = true
		}
	}
	return b.String()
}
