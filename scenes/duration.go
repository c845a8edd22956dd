package scenes

import (
	"strconv"
	"strings"
	"time"
)

// ReadableDuration writes d as people say it, rounded to the second:
// "30 s", "1 min", "1 min 30 s", "1 h 5 min". Go's own form ("1m30s")
// is for programmers.
func ReadableDuration(d time.Duration) string {
	d = max(0, d.Round(time.Second))
	h, m, s := int(d/time.Hour), int(d%time.Hour/time.Minute), int(d%time.Minute/time.Second)
	var parts []string
	if h > 0 {
		parts = append(parts, strconv.Itoa(h)+" h")
	}
	if m > 0 {
		parts = append(parts, strconv.Itoa(m)+" min")
	}
	if s > 0 || len(parts) == 0 {
		parts = append(parts, strconv.Itoa(s)+" s")
	}
	return strings.Join(parts, " ")
}
