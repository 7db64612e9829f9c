// wrong: gives the three-function compose one placeholder for both meeting points
// rejected-by: accepts-functions-that-meet
// misconception: Three functions in a row involve four types (where the chain starts, the two places where functions
// misconception: meet, and where it ends), and none need equal another: a placeholder used for two of them accepts
// misconception: only chains where those types happen to agree. Give each of the four a placeholder of its own.
// misconception-ja: 3 つの関数の連なりには 4 つの型があります(始まり、関数どうしが出会う 2 か所、終わり)。どれもほかと同じ
// misconception-ja: である必要はありません。2 つに同じ型パラメータを使うと、その型がたまたま一致する連なりしか受け取れません。
// misconception-ja: 4 つそれぞれに型パラメータを用意します。
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
