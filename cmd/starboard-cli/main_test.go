package main

import (
	"bytes"
	"strings"
	"testing"

	"starboard/rules/toy"
)

func init() {
	// The toy title is for tests: the command plays it only here.
	extraTitles = append(extraTitles, toy.Title)
}

// runCLI runs the command with args and stdin, and returns its exit status
// and output.
func runCLI(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

// mustContain fails the test unless text holds every one of wants.
func mustContain(t *testing.T, what, text string, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !strings.Contains(text, want) {
			t.Errorf("%s does not contain %q:\n%s", what, want, text)
		}
	}
}

func TestUsage(t *testing.T) {
	if code, _, errOut := runCLI(t, ""); code != 2 || !strings.Contains(errOut, "usage:") {
		t.Errorf("no arguments: exit %d, stderr %q; want 2 and the usage", code, errOut)
	}
	if code, _, errOut := runCLI(t, "", "dance"); code != 2 || !strings.Contains(errOut, `no command "dance"`) {
		t.Errorf("unknown command: exit %d, stderr %q; want 2 and the reason", code, errOut)
	}
	if code, _, errOut := runCLI(t, "", "play", "chess"); code != 2 || !strings.Contains(errOut, `no title "chess"`) {
		t.Errorf("unknown title: exit %d, stderr %q; want 2 and the reason", code, errOut)
	}
	if code, _, errOut := runCLI(t, "", "play", "toy", "--seats", "human,wizard"); code != 2 || !strings.Contains(errOut, "wizard") {
		t.Errorf("bad seat: exit %d, stderr %q; want 2 and the reason", code, errOut)
	}
}
