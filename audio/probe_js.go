package audio

// probeDevice reports a device in the browser: the page always has an
// audio context, which starts after the first user gesture.
func probeDevice() (bool, string) { return true, "the browser" }
