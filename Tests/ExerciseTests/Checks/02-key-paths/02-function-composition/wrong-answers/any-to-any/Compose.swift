// wrong: types every function as (Any) -> Any instead of introducing generic parameters
// rejected-by: accepts-functions-that-meet, rejects-functions-that-do-not-meet
// misconception: `Any` is not a placeholder: a `(Reading) -> Double` cannot take just any value, so it is
// misconception: not an `(Any) -> Any`, and what compose hands back is an `Any`; name the types with
// misconception: generic parameters instead.
// misconception-ja: `Any` は型パラメータの代わりにはなりません。`(Reading) -> Double` はどんな値でも受け取れるわけでは
// misconception-ja: ないので `(Any) -> Any` ではなく、合成できたとしても結果は `Any` です。型は型パラメータで名付けます。
// lesson: #three-placeholders-one-meeting-point

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
func compose(_ f: @escaping (Any) -> Any, _ g: @escaping (Any) -> Any) -> (Any) -> Any {
    { value in g(f(value)) }
}

func compose(
    _ f: @escaping (Any) -> Any, _ g: @escaping (Any) -> Any, _ h: @escaping (Any) -> Any
) -> (Any) -> Any {
    compose(compose(f, g), h)
}
