// wrong: gives the three-function compose one placeholder for both meeting points
// rejected-by: accepts-functions-that-meet
// misconception: Three functions in a row meet twice, and the two meeting types need not be the same: a
// misconception: Reading-to-Double, Double-to-String and String-to-Int chain compose. Give each of the four
// misconception: types a placeholder of its own.
// misconception-ja: 3 つの関数を並べると合流点は 2 つあり、その 2 つの型が同じとは限りません。Reading から Double、Double から
// misconception-ja: String、String から Int の 3 つも合成できるはずです。4 つの型それぞれに型パラメータを用意します。
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

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    { value in g(f(value)) }
}

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> B, _ h: @escaping (B) -> C) -> (A) -> C {
    compose(compose(f, g), h)
}
