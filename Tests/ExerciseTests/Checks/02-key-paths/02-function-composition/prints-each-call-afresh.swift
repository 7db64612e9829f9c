// check: runs
// A composed function is a function: every call runs `f`, then `g`, on that call's input, once each.
// Calling it again with another reading gives that reading's label, not the first one's.
@testable import Exercise02_2

let porch = Reading(sensor: "porch", celsius: 21.4)
let cellar = Reading(sensor: "cellar", celsius: 12.6)
let readingLabel = compose(celsius(of:), label)
print(porch.sensor, readingLabel(porch))
print(cellar.sensor, readingLabel(cellar))
print(porch.sensor, "again", readingLabel(porch))

var runs: [String] = []
let counted = compose(
    { (n: Int) in
        runs.append("f(\(n))")
        return n * 2
    },
    { (n: Int) in
        runs.append("g(\(n))")
        return n + 1
    })
print(counted(1), counted(5), counted(1))
print("ran:", runs.joined(separator: " "))

runs = []
let three = compose(
    { (n: Int) in
        runs.append("f(\(n))")
        return n + 1
    },
    { (n: Int) in
        runs.append("g(\(n))")
        return n * 10
    },
    { (n: Int) in
        runs.append("h(\(n))")
        return "#\(n)"
    })
print(three(1), three(2))
print("ran:", runs.joined(separator: " "))

/* expected output:
porch 21°
cellar 13°
porch again 21°
3 11 3
ran: f(1) g(2) f(5) g(10) f(1) g(2)
#20 #30
ran: f(1) g(2) h(20) f(2) g(3) h(30)
*/
