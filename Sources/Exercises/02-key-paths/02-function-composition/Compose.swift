// Goal: compose two functions whose types meet in the middle into one function, for any three types:
// the function-shaped twin of appending key paths.
// Check it: swift run puzzles check 02.2
// Lesson: Lessons/02-key-paths/02-function-composition/README.md

/// One temperature reading from a sensor.
struct Reading {
    var sensor: String
    var celsius: Double
}

func celsius(of reading: Reading) -> Double {
    reading.celsius
}

func fahrenheit(fromCelsius degrees: Double) -> Double {
    degrees * 9 / 5 + 32
}

/// Whole degrees with a degree sign: `label(21.4)` is `"21°"`.
func label(_ degrees: Double) -> String {
    "\(Int(degrees.rounded()))°"
}

/// The function that applies `f`, then `g` to what `f` returned.
///
///     let readingLabel = compose(celsius(of:), label)  // (Reading) -> String
// TODO: This only composes a Reading-to-Double function with a Double-to-String one. Make it generic, with
//       one generic parameter for each of the three types involved, so that it composes any two functions
//       where the first one's output is the second one's input.
func compose(_ f: @escaping (Reading) -> Double, _ g: @escaping (Double) -> String) -> (Reading) -> String {
    { reading in g(f(reading)) }
}

// TODO: Add a second `compose` that takes three functions, each one's output the next one's input, and
//       returns the function that runs all three in order. Build it from the two-function one.
