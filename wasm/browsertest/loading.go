package main

import (
	"encoding/json"
	"fmt"
	"log"
	"strings"
)

// loadingState is what the loading page showed last of the program's
// download (window.starboardPage in wasm/index.html), and how its bar
// moves.
type loadingState struct {
	Received   float64 `json:"received"`
	Total      float64 `json:"total"`
	BarPercent float64 `json:"barPercent"`
	Text       string  `json:"progressText"`
	BarWidth   string  `json:"barWidth"`   // the fill's width as styled
	Transition string  `json:"transition"` // the fill's transition-duration
}

const loadingScript = `JSON.stringify(Object.assign({}, window.starboardPage, {
	barWidth: document.getElementById("fill").style.width,
	transition: getComputedStyle(document.getElementById("fill")).transitionDuration,
}))`

// checkLoadingBar checks, once the program has started, that the loading
// bar reached 100% with the download and that its text gave the same
// figures: every byte of the total received, "X MB of X MB", and a bar
// that follows the text at once (no transition to lag behind).
func checkLoadingBar(b *browser) error {
	raw, err := evaluate[string](b, loadingScript)
	if err != nil {
		return fmt.Errorf("reading the loading page's state: %w", err)
	}
	var s loadingState
	if err := json.Unmarshal([]byte(raw), &s); err != nil {
		return fmt.Errorf("reading the loading page's state %s: %w", raw, err)
	}
	log.Printf("loading bar at the end: %.1f%% (%s), %q", s.BarPercent, s.BarWidth, s.Text)
	mb := fmt.Sprintf("%.1f MB", s.Total/1048576)
	switch {
	case s.Received <= 0 || s.Received != s.Total:
		return fmt.Errorf("the loading page counted %.0f bytes of %.0f at the end, want all of them", s.Received, s.Total)
	case s.BarPercent != 100 || s.BarWidth != "100%":
		return fmt.Errorf("the loading bar ended at %.1f%% (width %q), want 100%%", s.BarPercent, s.BarWidth)
	case !strings.Contains(s.Text, mb+" of "+mb):
		return fmt.Errorf("the loading text ended as %q, want %q, as the full bar says", s.Text, mb+" of "+mb)
	case s.Transition != "0s":
		return fmt.Errorf("the loading bar's width moves in %s, want at once, with its text", s.Transition)
	}
	return nil
}
