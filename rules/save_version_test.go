package rules_test

import (
	"strings"
	"testing"

	"starboard/rules"
	"starboard/rules/toy"
)

// A save records the build that wrote it; a save written before the field
// existed (no "version" key) still reads and replays, and the field is
// left out of the JSON when empty.
func TestSaveVersionIsOptional(t *testing.T) {
	old := `{"format":1,"title":"toy","ruleset":"` + toy.Title.Ruleset + `","seed":3,
		"seats":[{"name":"A","player":"human"},{"name":"B","player":"human"}],"moves":[]}`
	s, err := rules.ParseSave([]byte(old))
	if err != nil {
		t.Fatalf("ParseSave of a save without a version = %v", err)
	}
	if s.Version != "" {
		t.Errorf("Version = %q, want empty", s.Version)
	}
	if _, err := s.Replay(toy.Title); err != nil {
		t.Errorf("Replay of a save without a version = %v", err)
	}
	data, _ := s.Marshal()
	if strings.Contains(string(data), `"version"`) {
		t.Errorf("an empty version is written: %s", data)
	}

	s.Version = "v1.0.0-3-gabcdef0"
	data, _ = s.Marshal()
	back, err := rules.ParseSave(data)
	if err != nil || back.Version != s.Version {
		t.Fatalf("round trip: version %q, err %v; want %q", back.Version, err, s.Version)
	}
	if _, err := back.Replay(toy.Title); err != nil {
		t.Errorf("Replay of a save with a version = %v", err)
	}
}
