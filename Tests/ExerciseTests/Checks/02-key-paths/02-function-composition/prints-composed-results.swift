// check: runs, preview
// `compose(f, g)` applies `f` first, then `g`; the three-function version keeps that order.
// varies: the reading (its sensor and temperature), the number and the string the composed functions get
import MiniUI

@testable import Exercise02_2

let porch = Vary.value("reading", Reading(sensor: "porch", celsius: 21.4)) { random in
    Reading(
        sensor: random.element(of: ["attic", "garage", "shed", "balcony"]),
        celsius: Double(random.int(in: -150...450)) / 10)
}
let number = Vary.number("number", 2, in: 3...40)
let start = Vary.value("string", ">") { random in random.element(of: ["<", "*", "#", "~"]) }

let readingLabel = compose(celsius(of:), label)
print(readingLabel(porch))

let addOneThenTimesTen = compose({ (n: Int) in n + 1 }, { $0 * 10 })
print(addOneThenTimesTen(number))

let steps = compose({ (s: String) in s + "a" }, { $0 + "b" }, { $0 + "c" })
print(steps(start))

let fahrenheitLabel = compose(celsius(of:), fahrenheit(fromCelsius:), label)
print(porch.sensor, fahrenheitLabel(porch))

let labelLength = compose(celsius(of:), label, { $0.count })
print(labelLength(porch))

/* expected output:
21°
30
>abc
porch 71°
3
*/
