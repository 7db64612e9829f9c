// wrong: gives the three-function compose one type for everything
// rejected-by: accepts-functions-that-meet
// misconception: Three functions in a row involve four types (where the chain starts, the two places where functions
// misconception: meet, and where it ends), and none need equal another: a placeholder used for two of them accepts
// misconception: only chains where those types happen to agree. Give each of the four a placeholder of its own.
// misconception-ja: 3 つの関数の連なりには 4 つの型があります(始まり、関数どうしが出会う 2 か所、終わり)。どれもほかと同じ
// misconception-ja: である必要はありません。2 つに同じ型パラメータを使うと、その型がたまたま一致する連なりしか受け取れません。
// misconception-ja: 4 つそれぞれに型パラメータを用意します。
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
