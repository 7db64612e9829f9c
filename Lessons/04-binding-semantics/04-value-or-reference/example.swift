// The picture of this lesson (example.png): a locker's row before and after a tap on "Lock". The tap locks
// the object, and no body runs: the row still says open. `swift run puzzles dev pictures 04.4` draws it again.
import MiniUI

// shown: begin
final class Locker {
    let number: Int
    var isLocked: Bool
    init(number: Int, isLocked: Bool) { self.number = number; self.isLocked = isLocked }
}
// shown: end

// shown: begin
struct LockerRow: View {
    let locker: Locker
    var body: some View {
        HStack {
            Text("Locker \(locker.number): \(locker.isLocked ? "locked" : "open")")
            Button("Lock") { locker.isLocked = true }
        }
    }
}
// shown: end

let locker = Locker(number: 3, isLocked: false)
let host = ViewHost(LockerRow(locker: locker))
host.tap("Lock")
precondition(locker.isLocked, "the tap locks the caller's locker")
