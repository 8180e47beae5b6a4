// The yardstick for a cold `ayah today`: a minimal release Swift program that
// imports Foundation and prints Date().
import Foundation
print(Date())
