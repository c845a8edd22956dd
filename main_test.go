package main

import (
	"errors"
	"strings"
	"testing"
)

func TestDisplayProblem(t *testing.T) {
	env := func(vars map[string]string) func(string) string { return func(k string) string { return vars[k] } }
	if msg := displayProblem("linux", env(nil)); !strings.Contains(msg, "xvfb-run") || !strings.Contains(msg, "apt-get install xvfb") {
		t.Errorf("linux without a display: %q, want advice on xvfb-run and what to install", msg)
	}
	for _, vars := range []map[string]string{{"DISPLAY": ":0"}, {"WAYLAND_DISPLAY": "wayland-0"}} {
		if msg := displayProblem("linux", env(vars)); msg != "" {
			t.Errorf("linux with %v: %q, want nothing", vars, msg)
		}
	}
	if msg := displayProblem("windows", env(nil)); msg != "" {
		t.Errorf("windows: %q, want nothing", msg)
	}
}

func TestExplainRunError(t *testing.T) {
	err := explainRunError("linux", errors.New("glfw: dlopen libGL.so.1: cannot open shared object file"))
	if !strings.Contains(err.Error(), "apt-get install libgl1") {
		t.Errorf("a missing libGL: %v, want the packages to install", err)
	}
	if got := explainRunError("linux", errors.New("other")); got.Error() != "other" {
		t.Errorf("another error became %v", got)
	}
}
