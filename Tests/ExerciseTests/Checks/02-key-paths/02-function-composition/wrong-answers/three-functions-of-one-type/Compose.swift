// wrong: gives the three-function compose one type for everything
// rejected-by: accepts-functions-that-meet
// misconception: A chain changes type at every step (a reading becomes a number, the number a label), so one
// misconception: placeholder for all four types accepts only functions from a type to itself: give each its own.
// misconception-ja: 関数の連なりは一段ごとに型が変わります(計測値が数に、数がラベルに)。4 つの型に 1 つの型パラメータ
// misconception-ja: では、ある型からその型自身への関数しか受け取れません。それぞれに型パラメータを用意します。
// lesson: #three-placeholders-one-meeting-point
// It reuses the two-function compose and compiles, but a reading-to-label chain no longer fits.

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
func compose<Value>(
    _ f: @escaping (Value) -> Value, _ g: @escaping (Value) -> Value, _ h: @escaping (Value) -> Value
) -> (Value) -> Value {
    compose(compose(f, g), h)
}
