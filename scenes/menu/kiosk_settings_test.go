package menu

import (
	"testing"

	"starboard/match"
	"starboard/scenes"
)

// TestKioskSettingsDoNotStick: in the kiosk a visitor's settings last until
// the program restarts; nothing is written for the next visitor to find.
func TestKioskSettingsDoNotStick(t *testing.T) {
	for _, kiosk := range []bool{true, false} {
		store := &match.MemoryStore{}
		app := &scenes.App{Kiosk: kiosk, Settings: scenes.DefaultSettings(),
			Store: func(string) match.Store { return store }}
		app.Settings.Muted = true
		if err := SaveSettings(app); err != nil {
			t.Fatal(err)
		}
		if kiosk && store.Saves() != 0 {
			t.Errorf("the kiosk wrote its settings %d times", store.Saves())
		}
		if !kiosk && store.Saves() != 1 {
			t.Errorf("outside the kiosk the settings were written %d times, want 1", store.Saves())
		}
	}
}
