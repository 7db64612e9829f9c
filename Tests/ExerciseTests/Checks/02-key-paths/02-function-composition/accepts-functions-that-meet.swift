// check: compiles
// `compose` takes any two functions whose types meet, the first one's output being the second one's
// input, named functions or closures, and gives back one function from the first input to the last
// output; the three-function version chains three such functions, whose two meeting types may differ.
@testable import Exercise02_2

func useCompose() {
    let length: (String) -> Int = compose({ $0 }, { $0.count })
    let described: (Int) -> String = compose({ $0 * 2 }, { "\($0)" })
    let readingLabel: (Reading) -> String = compose(celsius(of:), label)
    let inFahrenheit: (Reading) -> Double = compose(celsius(of:), fahrenheit(fromCelsius:))
    let isHot: (Reading) -> Bool = compose(inFahrenheit, { $0 > 86 })
    let fahrenheitLabel: (Reading) -> String = compose(celsius(of:), fahrenheit(fromCelsius:), label)
    let shout: (Reading) -> [Character] = compose({ $0.sensor }, { $0.uppercased() }, { Array($0) })
    let labelLength: (Reading) -> Int = compose(celsius(of:), label, { $0.count })

    _ = (readingLabel, length, described, isHot, fahrenheitLabel, shout, labelLength)
}
