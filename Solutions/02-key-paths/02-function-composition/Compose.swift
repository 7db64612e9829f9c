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
///
/// `f`'s output type is `g`'s input type, `Middle`: that shared parameter is what lets the two meet.
/// Nothing is known about the three types, so the only body that works for all of them is `g(f(input))`
/// (a forced cast or `fatalError()` would compile too, and crash).
func compose<Input, Middle, Output>(
    _ f: @escaping (Input) -> Middle, _ g: @escaping (Middle) -> Output
) -> (Input) -> Output {
    // Both closures are stored in the returned one and outlive this call: hence `@escaping`.
    { input in g(f(input)) }
}

/// Three functions in a row: `f`, then `g`, then `h`.
///
///     let fahrenheitLabel = compose(celsius(of:), fahrenheit(fromCelsius:), label)  // (Reading) -> String
func compose<Input, First, Second, Output>(
    _ f: @escaping (Input) -> First, _ g: @escaping (First) -> Second, _ h: @escaping (Second) -> Output
) -> (Input) -> Output {
    compose(compose(f, g), h)
}
