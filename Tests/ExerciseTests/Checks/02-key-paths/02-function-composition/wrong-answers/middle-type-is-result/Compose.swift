// wrong: uses two generic parameters, so the second function must return what it takes
// rejected-by: accepts-functions-that-meet
// misconception: Two placeholders cannot describe three types: with only A and B the second function must be
// misconception: `(B) -> B`, so a Reading-to-Double function followed by a Double-to-String one no longer
// misconception: composes. Give the final output a placeholder of its own.
// misconception-ja: 2 つの型パラメータでは 3 つの型を表せません。A と B だけでは 2 つ目の関数が `(B) -> B` になり、
// misconception-ja: Reading から Double、Double から String という 2 つの関数を合成できません。最後の出力にも専用の型パラメータを用意します。
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
func compose<A, B>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> B) -> (A) -> B {
    { value in g(f(value)) }
}

func compose<A, B>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> B, _ h: @escaping (B) -> B) -> (A) -> B {
    compose(compose(f, g), h)
}
