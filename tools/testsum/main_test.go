package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const sampleRun = `{"Action":"start","Package":"starboard/x"}
{"Action":"run","Package":"starboard/x","Test":"TestGood"}
{"Action":"output","Package":"starboard/x","Test":"TestGood","Output":"=== RUN   TestGood\n"}
{"Action":"pass","Package":"starboard/x","Test":"TestGood","Elapsed":0.01}
{"Action":"run","Package":"starboard/x","Test":"TestGood/sub"}
{"Action":"pass","Package":"starboard/x","Test":"TestGood/sub","Elapsed":0}
{"Action":"run","Package":"starboard/x","Test":"TestBad"}
{"Action":"output","Package":"starboard/x","Test":"TestBad","Output":"    x_test.go:9: Score() = 12, want 14\n"}
{"Action":"fail","Package":"starboard/x","Test":"TestBad","Elapsed":0.02}
{"Action":"skip","Package":"starboard/x","Test":"TestLater","Elapsed":0}
{"Action":"fail","Package":"starboard/x","Elapsed":0.5}
not json at all
{"Action":"skip","Package":"starboard/y","Elapsed":0}
`

func TestReportCountsTopLevelTests(t *testing.T) {
	var out strings.Builder
	got, packageFailures := report(strings.NewReader(sampleRun), &out, false)
	want := counts{passed: 1, failed: 1, skipped: 1}
	if got != want {
		t.Errorf("report() counts = %+v, want %+v", got, want)
	}
	if packageFailures != 0 {
		t.Errorf("report() package failures = %d, want 0 (the failing test explains the package failure)", packageFailures)
	}
	for _, line := range []string{"--- FAIL: starboard/x TestBad", "Score() = 12, want 14", "not json at all", "no test files"} {
		if !strings.Contains(out.String(), line) {
			t.Errorf("report output lacks %q:\n%s", line, out.String())
		}
	}
}

// A test that never ended, the one running when the binary timed out, is
// one failed test: not a passing run and not two failures (issue 26).
func TestReportCountsCrashedPackage(t *testing.T) {
	run := `{"Action":"run","Package":"starboard/z","Test":"TestQuick"}
{"Action":"pass","Package":"starboard/z","Test":"TestQuick","Elapsed":1}
{"Action":"run","Package":"starboard/z","Test":"TestHang"}
{"Action":"output","Package":"starboard/z","Test":"TestHang","Output":"=== RUN   TestHang\n"}
{"Action":"run","Package":"starboard/z","Test":"TestHang/gods"}
{"Action":"output","Package":"starboard/z","Test":"TestHang/gods","Output":"panic: test timed out after 1m0s\n"}
{"Action":"fail","Package":"starboard/z","Elapsed":60}
`
	var out strings.Builder
	got, packageFailures := report(strings.NewReader(run), &out, false)
	if want := (counts{passed: 1, failed: 1}); got != want {
		t.Errorf("report() counts = %+v, want %+v: the unfinished test fails once", got, want)
	}
	if packageFailures != 0 {
		t.Errorf("report() package failures = %d, want 0 (the unfinished test explains the failure)", packageFailures)
	}
	if !strings.Contains(out.String(), "panic: test timed out") {
		t.Errorf("report output lacks the unfinished test's output:\n%s", out.String())
	}
	if line := summary("race", got, packageFailures); !strings.Contains(line, "failed: 1") || !strings.Contains(line, "FAILED") {
		t.Errorf("summary = %q, want it to say the run failed", line)
	}
	// A package that fails with no test to blame (a crash in TestMain)
	// is counted as a package failure, and the summary says so.
	crash := `{"Action":"output","Package":"starboard/w","Output":"panic: boom\n"}
{"Action":"fail","Package":"starboard/w","Elapsed":1}
`
	got, packageFailures = report(strings.NewReader(crash), io.Discard, false)
	if got != (counts{}) || packageFailures != 1 {
		t.Errorf("a crash outside tests: counts %+v, package failures %d; want none and 1", got, packageFailures)
	}
	if line := summary("race", got, packageFailures); !strings.Contains(line, "FAILED") {
		t.Errorf("summary = %q, want it to say the run failed", line)
	}
}

func TestPrintTotalFailsOnFailuresAndOnNoTests(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		name  string
		tally string
		want  int
	}{
		{"all passed", "headless 10 0 1\nrace 3 0 0\n", 0},
		{"a failure", "headless 10 0 0\ngofmt 0 1 0\n", 1},
		{"nothing ran", "headless 0 0 0\n", 1},
		{"empty tally", "", 1},
	}
	for _, c := range cases {
		path := filepath.Join(dir, strings.ReplaceAll(c.name, " ", "-"))
		if err := os.WriteFile(path, []byte(c.tally), 0o644); err != nil {
			t.Fatal(err)
		}
		if got := printTotal(io.Discard, path); got != c.want {
			t.Errorf("%s: printTotal() = %d, want %d", c.name, got, c.want)
		}
	}
}

// The slowest tests are named slowest first, by their package's last
// element, and a test under a second is not named.
func TestSlowestNamesTheLongTests(t *testing.T) {
	var b strings.Builder
	printSlowest(&b, []timedTest{
		{"starboard/scenes/gods TestQuick", 0.4},
		{"starboard/scenes/revive TestLabelsFit", 158},
		{"starboard/scenes/gods TestFullGame", 37.2},
	}, 2)
	if got, want := b.String(), "slowest: revive TestLabelsFit 158s, gods TestFullGame 37s\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
