package match

import "errors"

// SaveReport follows the autosave of a match for a front end, which must
// tell the player when saving starts to fail and when it works again: the
// game goes on either way. Its zero value is ready to use.
type SaveReport struct {
	failing string // the failure last told, or ""
}

// Update returns what to tell the player about the autosave of m since the
// last call: a sentence when it has started failing (or fails for another
// reason), another when it works again, and "" when nothing changed.
func (r *SaveReport) Update(m *Match) string {
	now := ""
	if err := m.SaveErr(); err != nil {
		now = Cause(err).Error()
	}
	if now == r.failing {
		return ""
	}
	r.failing = now
	if now == "" {
		return "The game is saved again."
	}
	return "The game could not be saved: " + now + ". Play goes on, and the next move tries again."
}

// Cause returns the innermost error err wraps: "no space left on device"
// rather than the whole path to it.
func Cause(err error) error {
	for {
		inner := errors.Unwrap(err)
		if inner == nil {
			return err
		}
		err = inner
	}
}

// Failing reports whether the last autosave Update saw had failed.
func (r *SaveReport) Failing() bool { return r.failing != "" }
