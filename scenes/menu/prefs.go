package menu

import (
	"encoding/json"
	"errors"
	"io/fs"

	"starboard/match"
	"starboard/scenes"
)

// SettingsKey is the name under which App.Store keeps the settings.
const SettingsKey = "settings"

// prefsFile is the JSON form of scenes.Settings.
type prefsFile struct {
	Master         *float64 `json:"master,omitempty"`
	Effects        *float64 `json:"effects,omitempty"`
	Music          *float64 `json:"music,omitempty"`
	Muted          bool     `json:"muted"`
	AnimationSpeed int      `json:"animationSpeed,omitempty"`
	Fullscreen     bool     `json:"fullscreen"`
	HighContrast   bool     `json:"highContrast"`
}

// settingsStore returns where the settings of app are kept, or nil.
func settingsStore(app *scenes.App) match.Store {
	if app.Store == nil {
		return nil
	}
	return app.Store(SettingsKey)
}

// LoadSettings returns the settings kept in app's store, the defaults for
// anything missing, and the defaults alone when nothing was kept. It
// reports an error only for a store that holds something unreadable.
func LoadSettings(app *scenes.App) (scenes.Settings, error) {
	s := scenes.DefaultSettings()
	store := settingsStore(app)
	if store == nil {
		return s, nil
	}
	data, err := store.Load()
	if errors.Is(err, fs.ErrNotExist) {
		return s, nil
	}
	if err != nil {
		return s, err
	}
	var f prefsFile
	if err := json.Unmarshal(data, &f); err != nil {
		return s, errors.New("the settings file is not valid JSON: " + err.Error())
	}
	if f.Master != nil {
		s.Master = clamp01(*f.Master)
	}
	if f.Effects != nil {
		s.Effects = clamp01(*f.Effects)
	}
	if f.Music != nil {
		s.Music = clamp01(*f.Music)
	}
	if f.AnimationSpeed >= 1 && f.AnimationSpeed <= 3 {
		s.AnimationSpeed = f.AnimationSpeed
	}
	s.Muted, s.Fullscreen, s.HighContrast = f.Muted, f.Fullscreen, f.HighContrast
	return s, nil
}

// SaveSettings keeps app.Settings in app's store. A kiosk keeps nothing:
// a visitor's settings last until the program restarts.
func SaveSettings(app *scenes.App) error {
	store := settingsStore(app)
	if store == nil || app.Kiosk {
		return nil
	}
	s := app.Settings
	data, err := json.MarshalIndent(prefsFile{
		Master: &s.Master, Effects: &s.Effects, Music: &s.Music, Muted: s.Muted,
		AnimationSpeed: s.AnimationSpeed, Fullscreen: s.Fullscreen, HighContrast: s.HighContrast,
	}, "", "  ")
	if err != nil {
		return err
	}
	return store.Save(data)
}

// SettingsApplier is implemented by an App.Sound that follows the volume
// settings; the settings screen calls it on every change.
type SettingsApplier interface {
	ApplySettings(s scenes.Settings)
}

// applySettings tells the sound about new settings and sets fullscreen.
func applySettings(app *scenes.App) {
	if a, ok := app.Sound.(SettingsApplier); ok {
		a.ApplySettings(app.Settings)
	}
	if !app.Kiosk {
		setFullscreen(app.Settings.Fullscreen)
	}
}

func clamp01(v float64) float64 { return max(0, min(1, v)) }
